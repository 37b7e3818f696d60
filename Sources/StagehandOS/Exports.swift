// `import os` brings Foundation's types with it on Apple's systems; so does its stand-in.
@_exported import Foundation
