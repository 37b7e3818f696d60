/// A collection view cell, made by `dequeueReusableCell` and reused once it scrolls away.
public final class CollectionViewCell: ReusableCell {
    /// The reuse identifier it was registered under.
    public let reuseIdentifier: String

    init(runtime: Runtime, reuseIdentifier: String, number: Int) {
        self.reuseIdentifier = reuseIdentifier
        super.init(runtime: runtime, name: "\(reuseIdentifier)#cell\(number)", frame: .zero)
    }
}
