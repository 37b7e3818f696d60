/// A collection view cell, made by `dequeueReusableCell` and reused once it scrolls away.
public final class CollectionViewCell: View {
    /// The reuse identifier it was registered under.
    public let reuseIdentifier: String
    /// The item it shows now.
    public internal(set) var indexPath: IndexPath?

    init(runtime: Runtime, reuseIdentifier: String, number: Int) {
        self.reuseIdentifier = reuseIdentifier
        super.init(runtime: runtime, name: "\(reuseIdentifier)#cell\(number)", frame: .zero)
    }
}
