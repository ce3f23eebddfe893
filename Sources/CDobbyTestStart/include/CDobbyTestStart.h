#ifndef CDOBBYTESTSTART_H
#define CDOBBYTESTSTART_H

/// Starts Dobby's observation of the test run: defined in Swift by the
/// `Dobby` module, called once by this target as the test process loads,
/// before the first test runs, so that the process's first XCTest test
/// runs in a scope as the others do.
void dobby_test_process_did_load(void);

#endif
