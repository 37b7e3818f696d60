// swift-tools-version: 6.0
import PackageDescription

// An app's containers, written against UIKit's API only, and the Lua scenarios that drive them
// on Linux. On iOS the sources import UIKit; elsewhere they import StagehandUIKit, UIKit's
// shape over Stagehand's engine.
let package = Package(
    name: "SlideMenu",
    platforms: [.iOS(.v15)],
    products: [.library(name: "SlideMenu", targets: ["SlideMenu"])],
    dependencies: [.package(name: "Stagehand", path: "../..")],
    targets: [
        .target(name: "SlideMenu", dependencies: [
            .product(name: "StagehandUIKit", package: "Stagehand", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "SlideMenuTests", dependencies: [
            "SlideMenu",
            .product(name: "StagehandTesting", package: "Stagehand"),
            .product(name: "StagehandUIKit", package: "Stagehand"),
        ], exclude: ["scenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
