// UIKit brings Foundation with it (CGRect, CGFloat, IndexPath, NSCoder, Bundle); so does its
// stand-in, so that a file that imports only UIKit compiles against StagehandUIKit unchanged.
@_exported import Foundation
