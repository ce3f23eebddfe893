#!/usr/bin/env python3
"""Drops the `package` declarations (marked isInternal) from API dumps of
swift-api-digester, in place: they are not user API, so a change to them is
no break. Usage: Scripts/api-public-only.py DUMP.json ..."""
import json
import sys


def public(node):
    children = node.get("children")
    if children is not None:
        node["children"] = [public(c) for c in children if not c.get("isInternal")]
    return node


for path in sys.argv[1:]:
    with open(path) as f:
        dump = json.load(f)
    public(dump["ABIRoot"])
    with open(path, "w") as f:
        json.dump(dump, f, indent=1)
        f.write("\n")
