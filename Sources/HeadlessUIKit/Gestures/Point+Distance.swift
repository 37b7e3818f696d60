extension Point {
    /// The straight-line distance to `other`, in points.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The centroid of `points` (the origin for none).
    static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let count = Double(points.count)
        return Point(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }
}
