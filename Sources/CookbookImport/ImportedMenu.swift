import CookbookSupport

/// A meal plan read from a Cooklang `.menu` file: days (the file's sections), meals
/// within a day (`Breakfast:` lines), and what each meal is made of: other recipes
/// (`@./Salads/Caprese{}`) with the amount asked for, or single ingredients
/// (`@coffee{1%cup}`), written as ingredient lines.
public struct ImportedMenu: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A recipe, by its path relative to the recipe folder without `.cook`
            /// (`Salads/Caprese`).
            case recipe(path: String)
            /// An ingredient on its own, as a line (`1 cup coffee`).
            case ingredient(line: String)
        }
        public var kind: Kind
        /// For a recipe: how much of it, as written (`10 servings`, `2`), else nil.
        public var amount: String?
        /// The line of the file it is written on (0 when not known).
        public var line: Int
        public init(_ kind: Kind, amount: String? = nil, line: Int = 0) {
            self.kind = kind
            self.amount = amount
            self.line = line
        }
    }

    public struct Meal: Sendable, Equatable {
        /// `Breakfast`; nil when the day's items come without a meal name.
        public var name: String?
        public var items: [Item]
        public init(name: String?, items: [Item]) {
            self.name = name
            self.items = items
        }
    }

    public struct Day: Sendable, Equatable {
        /// The section's name without its date (`Saturday`, `Day 1`).
        public var name: String
        /// `YYYY-MM-DD` when the section gives one (`== Saturday (2026-03-07) ==`).
        public var date: String?
        public var meals: [Meal]
        public init(name: String, date: String? = nil, meals: [Meal]) {
            self.name = name
            self.date = date
            self.meals = meals
        }
    }

    public var origin: String
    public var title: String
    /// The number of people the plan is for (`servings:` in the front matter).
    public var servings: Int?
    public var days: [Day] = []
    /// A front matter field other than `title` and `servings`, as written.
    public struct Field: Sendable, Equatable {
        public var key: String
        public var value: String
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }
    /// The other front matter fields, in the order written.
    public var keptFields: [Field] = []

    public init(origin: String, title: String) {
        self.origin = origin
        self.title = title
    }
}
