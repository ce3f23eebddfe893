import Foundation

// Private ones are listed.
private protocol Hidden { func hide() }
fileprivate protocol AlsoHidden { func hide() }
internal protocol _Underscored { func under() }
