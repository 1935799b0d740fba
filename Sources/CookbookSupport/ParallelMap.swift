/// Runs `transform` over `items` concurrently and returns the results in input order.
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) async -> [R] {
    await withTaskGroup(of: (Int, R).self) { group in
        let workers = max(1, min(items.count, 64))
        var next = 0
        for _ in 0..<workers where next < items.count {
            let index = next
            group.addTask { (index, transform(items[index])) }
            next += 1
        }
        var results = [R?](repeating: nil, count: items.count)
        while let (index, value) = await group.next() {
            results[index] = value
            if next < items.count {
                let index = next
                group.addTask { (index, transform(items[index])) }
                next += 1
            }
        }
        return results.map { $0! }
    }
}

/// Values handed to parallel tasks, each taken by one task (`take`), so the last reference
/// to each (and the freeing of all it holds: a parsed file's trees) goes with the task on
/// whichever core runs it, not with the list on the thread that drops it afterwards.
/// Until taken, a value may be read from any thread (`peek`); a slot is taken once, by
/// one task, and not read while it is taken.
public final class TakeOnce<Value: Sendable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value?>
    public let count: Int

    public init(_ values: [Value]) {
        count = values.count
        base = .allocate(capacity: values.count)
        for (index, value) in values.enumerated() { (base + index).initialize(to: value) }
    }

    /// The value at `index`, left in place.
    public func peek(_ index: Int) -> Value? {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    /// The value at `index`, taken out (nil after).
    public func take(_ index: Int) -> Value? {
        precondition(index >= 0 && index < count)
        let value = (base + index).move()
        (base + index).initialize(to: nil)
        return value
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
