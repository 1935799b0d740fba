/// Key lookups for the view models, written out instead of using `Mirror`:
/// Mustache asks for keys thousands of times per page, and reflection made up
/// two thirds of the build time. `ViewModelLookupTests` checks that every stored
/// property of every model answers here.

extension LinkView {
    func child(named key: String) -> Any? {
        switch key {
        case "url": return url
        case "name": return name
        case "count": return count.mustacheValue
        case "current": return current
        default: return nil
        }
    }
}

extension ImageView {
    func child(named key: String) -> Any? {
        switch key {
        case "url": return url
        case "alt": return alt
        default: return nil
        }
    }
}

extension PageView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title
        case "fullTitle": return fullTitle
        case "description": return description.mustacheValue
        case "lang": return lang
        case "root": return root
        case "siteTitle": return siteTitle
        case "siteDescription": return siteDescription.mustacheValue
        case "siteAuthor": return siteAuthor.mustacheValue
        case "canonical": return canonical.mustacheValue
        case "nav": return nav
        case "bodyClass": return bodyClass
        case "year": return year.mustacheValue
        case "jsonLD": return jsonLD.mustacheValue
        case "generator": return generator
        default: return nil
        }
    }
}

extension CardView {
    func child(named key: String) -> Any? {
        switch key {
        case "url": return url
        case "title": return title
        case "summary": return summary.mustacheValue
        case "image": return image.mustacheValue
        case "totalTime": return totalTime.mustacheValue
        case "totalTimeISO": return totalTimeISO.mustacheValue
        case "difficulty": return difficulty.mustacheValue
        case "category": return category.mustacheValue
        default: return nil
        }
    }
}

extension TimeView {
    func child(named key: String) -> Any? {
        switch key {
        case "label": return label
        case "human": return human
        case "iso": return iso
        default: return nil
        }
    }
}

extension IngredientGroupView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title.mustacheValue
        case "lines": return lines
        default: return nil
        }
    }
}

extension IngredientLineView {
    func child(named key: String) -> Any? {
        switch key {
        case "text": return text
        default: return nil
        }
    }
}

extension StepView {
    func child(named key: String) -> Any? {
        switch key {
        case "number": return number
        case "id": return id
        case "html": return html
        default: return nil
        }
    }
}

extension StepGroupView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title.mustacheValue
        case "intro": return intro
        case "steps": return steps
        case "start": return start
        default: return nil
        }
    }
}

extension SectionView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title
        case "html": return html
        default: return nil
        }
    }
}

extension RecipePageView {
    func child(named key: String) -> Any? {
        switch key {
        case "page": return page
        case "recipe": return recipe
        default: return nil
        }
    }
}

extension RecipeView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title
        case "summary": return summary.mustacheValue
        case "intro": return intro.mustacheValue
        case "image": return image.mustacheValue
        case "moreImages": return moreImages
        case "times": return times
        case "servings": return servings.mustacheValue
        case "yield": return yield.mustacheValue
        case "difficulty": return difficulty.mustacheValue
        case "category": return category.mustacheValue
        case "cuisine": return cuisine.mustacheValue
        case "tags": return tags
        case "diets": return diets
        case "author": return author.mustacheValue
        case "date": return date.mustacheValue
        case "dateISO": return dateISO.mustacheValue
        case "equipment": return equipment
        case "ingredientGroups": return ingredientGroups
        case "stepGroups": return stepGroups
        case "notes": return notes
        case "tips": return tips
        case "sections": return sections
        case "source": return source.mustacheValue
        case "sourceHost": return sourceHost.mustacheValue
        case "cost": return cost.mustacheValue
        case "costPerServing": return costPerServing.mustacheValue
        case "rating": return rating.mustacheValue
        case "ratingStars": return ratingStars.mustacheValue
        default: return nil
        }
    }
}

extension HomePageView {
    func child(named key: String) -> Any? {
        switch key {
        case "page": return page
        case "featured": return featured.mustacheValue
        case "newest": return newest
        case "categories": return categories
        case "recipeCount": return recipeCount
        default: return nil
        }
    }
}

extension CategoryCardView {
    func child(named key: String) -> Any? {
        switch key {
        case "url": return url
        case "name": return name
        case "description": return description.mustacheValue
        case "image": return image.mustacheValue
        case "count": return count
        case "countLabel": return countLabel
        default: return nil
        }
    }
}

extension ListPageView {
    func child(named key: String) -> Any? {
        switch key {
        case "page": return page
        case "heading": return heading
        case "description": return description.mustacheValue
        case "image": return image.mustacheValue
        case "groups": return groups
        case "count": return count
        case "countLabel": return countLabel
        default: return nil
        }
    }
}

extension CardGroupView {
    func child(named key: String) -> Any? {
        switch key {
        case "title": return title.mustacheValue
        case "id": return id.mustacheValue
        case "cards": return cards
        default: return nil
        }
    }
}

extension IndexPageView {
    func child(named key: String) -> Any? {
        switch key {
        case "page": return page
        case "heading": return heading
        case "categories": return categories
        case "tags": return tags
        case "letters": return letters
        default: return nil
        }
    }
}
