import Testing
import LuaBridge

/// The one "did you mean" routine: near misses refuse a new name, suggestions only inform.
@Suite("Name suggestions")
struct NameSuggestionsTests {
    @Test("a swap of two neighbours, a letter missing, added or changed each count one")
    func distance() {
        #expect(NameSuggestions.distance("addchlid", "addchild") == 1)
        #expect(NameSuggestions.distance("viewwillapear", "viewwillappear") == 1)
        #expect(NameSuggestions.distance("titel", "title") == 1)
        #expect(NameSuggestions.distance("viewdidloaded", "viewdidload") == 2)
        #expect(NameSuggestions.distance("", "abc") == 3)
        #expect(NameSuggestions.distance("same", "same") == 0)
    }

    @Test("a near miss is one slip in a short name, two in a long one, ignoring case; never the name itself or its plural")
    func nearMiss() {
        #expect(NameSuggestions.isNearMiss("viewWillApear", of: "viewWillAppear"))
        #expect(NameSuggestions.isNearMiss("viewwillappear", of: "viewWillAppear"))
        #expect(NameSuggestions.isNearMiss("viewDidLoaded", of: "viewDidLoad"))
        #expect(NameSuggestions.isNearMiss("titel", of: "title"))
        #expect(!NameSuggestions.isNearMiss("title", of: "title"))
        #expect(!NameSuggestions.isNearMiss("reload", of: "rows"))
        #expect(!NameSuggestions.isNearMiss("toggle", of: "title"))
        #expect(!NameSuggestions.isNearMiss("names", of: "name"))
        #expect(!NameSuggestions.isNearMiss("item", of: "items"))
        #expect(!NameSuggestions.isNearMiss("classes", of: "class"))
        #expect(NameSuggestions.nearMisses(of: "names", among: ["name", "nmaes"]) == ["nmaes"])
        #expect(NameSuggestions.nearMisses(of: "viewWillApear", among: ["viewWillAppear", "viewDidAppear", "viewWillApear"]) == ["viewWillAppear"])
    }

    @Test("suggestions: closest first, then by name, each once, at most the limit")
    func suggestions() {
        let names = ["isMovingToParent", "isMovingFromParent", "isBeingPresented", "parent", "view", "viewWillAppear", "viewWillAppear"]
        #expect(NameSuggestions.suggestions(for: "isMovingToParnet", among: names) == ["isMovingToParent"])
        #expect(NameSuggestions.suggestions(for: "viewWillApear", among: names) == ["viewWillAppear"])
        #expect(NameSuggestions.suggestions(for: "zzz", among: names).isEmpty)
        #expect(NameSuggestions.suggestions(for: "appear", among: names) == ["viewWillAppear"])
        #expect(NameSuggestions.suggestions(for: "addChildController", among: ["addChild", "view", "child"]) == ["addChild"])
        #expect(NameSuggestions.suggestions(for: "a", among: ["b", "c", "d", "e", "f", "g"], limit: 3) == ["b", "c", "d"])
    }

    @Test("the did-you-mean phrase lists the suggestions, or says nothing")
    func phrase() {
        #expect(NameSuggestions.didYouMean([]) == "")
        #expect(NameSuggestions.didYouMean(["addChild"]) == "; did you mean 'addChild'?")
        #expect(NameSuggestions.didYouMean(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
    }
}
