/// A key given more than once: where it was given first and second, with what came
/// with it there (`RepeatedKeys.find`).
public struct Repeated<Key: Sendable, Payload: Sendable>: Sendable {
    public var key: Key
    /// Where the key was given first and second: the item, then the key's place among the item's keys.
    public var first: (item: Int, index: Int)
    public var second: (item: Int, index: Int)
    /// What came with the key at its first and second place.
    public var firstPayload: Payload
    public var secondPayload: Payload
    /// How many times the key was given in all.
    public var count: Int

    @usableFromInline
    init(key: Key, first: (item: Int, index: Int), second: (item: Int, index: Int), firstPayload: Payload, secondPayload: Payload, count: Int) {
        self.key = key
        self.first = first
        self.second = second
        self.firstPayload = firstPayload
        self.secondPayload = secondPayload
        self.count = count
    }
}

/// The keys a build's items give more than once, counted on every core. The counting
/// passes of the tables made once per build (each line parsed once, each question to
/// the matcher answered once, each line weighed once) walked every line of every recipe
/// on one thread while the other core waited.
public enum RepeatedKeys {
    /// Each key that `keys` gives more than once over the items `0..<count`, with its first
    /// and second place and what came with it there, in the order of first places (item,
    /// then place among the item's keys): the same as counting item by item on one thread.
    ///
    /// The items are cut into runs, each counted on its own (a key's count, first and
    /// second place in the run) into shards by the key's hash; then each shard's counts are
    /// added up across the runs in order, so a key's first and second places are the
    /// earliest ones. Each key is hashed twice per place (its shard, then its slot).
    /// Inlinable, so it is specialized for each caller's key type (generic, every key and
    /// tuple went through the runtime's type metadata).
    @inlinable
    public static func find<Key: Hashable & Sendable, Payload: Sendable>(
        count: Int, keys: @escaping @Sendable (Int) -> [(key: Key, payload: Payload)]
    ) async -> [Repeated<Key, Payload>] {
        guard count > 0 else { return [] }
        typealias Place = (item: Int, index: Int)
        typealias Seen = (count: Int, first: Place, firstPayload: Payload, second: (Place, Payload)?)
        let runs = min(count, 32)
        let shards = 16
        let size = (count + runs - 1) / runs
        let runRanges = stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
        // Each run's keys, counted by shard.
        let counted = await parallelMap(runRanges) { range -> [[Key: Seen]] in
            var byShard = [[Key: Seen]](repeating: [:], count: shards)
            for item in range {
                for (index, given) in keys(item).enumerated() {
                    let shard = Int(UInt(bitPattern: given.key.hashValue) % UInt(shards))
                    let place = (item: item, index: index)
                    // One look-up: a new key's slot is made with a count of 0.
                    func tally(_ seen: inout Seen, _ payload: Payload) {
                        if seen.count > 0, seen.second == nil { seen.second = (place, payload) }
                        seen.count += 1
                    }
                    tally(&byShard[shard][given.key, default: (0, place, given.payload, nil)], given.payload)
                }
            }
            return byShard
        }
        // Each shard added up across the runs, in run order.
        let found = await parallelMap(Array(0..<shards)) { shard -> [Repeated<Key, Payload>] in
            var total: [Key: Seen] = [:]
            for run in counted {
                for (key, seen) in run[shard] {
                    // One look-up: a new key's slot is the run's, with a count of 0.
                    func add(_ sum: inout Seen) {
                        if sum.count > 0, sum.second == nil { sum.second = (seen.first, seen.firstPayload) }
                        sum.count += seen.count
                    }
                    add(&total[key, default: (0, seen.first, seen.firstPayload, seen.second)])
                }
            }
            return total.compactMap { key, seen in
                guard seen.count > 1, let second = seen.second else { return nil }
                return Repeated(
                    key: key, first: seen.first, second: second.0, firstPayload: seen.firstPayload, secondPayload: second.1, count: seen.count)
            }
        }
        return found.joined().sorted { ($0.first.item, $0.first.index) < ($1.first.item, $1.first.index) }
    }
}
