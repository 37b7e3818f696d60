// swift-tools-version: 6.0
// Real open-source UIKit containers compiled with no edit through Stagehand's StagehandRewrite
// plugin, and Lua scenarios that drive them. Their code is never in this repository:
// `scripts/real-containers` clones each at its pinned commit into a temporary folder and
// writes the `stagehand-sources` file that names it (docs/guide.md, "Real containers").
import PackageDescription

let stagehand = "stagehand"
let container: [Target.Dependency] = [
    .product(name: "StagehandUIKit", package: stagehand),
    .product(name: "StagehandOS", package: stagehand),
    .product(name: "StagehandCombine", package: stagehand),
]

let package = Package(
    name: "RealContainers",
    dependencies: [.package(name: stagehand, path: "..")],
    targets: [
        // uias/Pageboy's Sources/Pageboy, in Swift 5 mode as it is written.
        .target(name: "Pageboy", dependencies: container, path: "Containers/Pageboy", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        // slackhq/PanModal's PanModal folder, in Swift 5 mode.
        .target(name: "PanModal", dependencies: container, path: "Containers/PanModal", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        // HeroTransitions/Hero's Sources folder, in Swift 5 mode.
        .target(name: "Hero", dependencies: container, path: "Containers/Hero", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        // jonkykong/SideMenu's Pod/Classes, in Swift 5 mode.
        .target(name: "SideMenu", dependencies: container, path: "Containers/SideMenu", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        // eggswift/ESTabBarController's Sources, in Swift 5 mode.
        .target(name: "ESTabBarController", dependencies: container, path: "Containers/ESTabBarController", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        // scenee/FloatingPanel's Sources, in Swift 5 mode.
        .target(name: "FloatingPanel", dependencies: container, path: "Containers/FloatingPanel", exclude: ["stagehand-sources"],
                swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "StagehandRewrite", package: stagehand)]),
        .testTarget(name: "RealContainersTests", dependencies: [
            "Pageboy", "PanModal", "Hero", "SideMenu", "ESTabBarController", "FloatingPanel",
            .product(name: "StagehandTesting", package: stagehand),
            .product(name: "StagehandUIKit", package: stagehand),
            .product(name: "HeadlessUIKit", package: stagehand),
            .product(name: "ScenarioKit", package: stagehand),
        ], exclude: ["scenarios"]),
    ]
)
