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
