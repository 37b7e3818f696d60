import StagehandRewriter
import Testing

/// Rule O2: the Objective-C names Swift gives methods, as the compiler spells them.
@Suite("Selector names (O2)")
struct ObjCNameTests {
    @Test("O2: no parameters is the base name; an unlabelled first parameter adds a colon")
    func unlabelled() {
        #expect(ObjCName.method("dismiss", labels: []) == "dismiss")
        #expect(ObjCName.method("handlePan", labels: ["_"]) == "handlePan:")
        #expect(ObjCName.method("tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCName.method("scrollViewWillEndDragging", labels: ["_", "withVelocity", "targetContentOffset"])
                == "scrollViewWillEndDragging:withVelocity:targetContentOffset:")
    }

    @Test("O2: a labelled first parameter joins the base name with With, unless a preposition joins them")
    func labelledFirstParameter() {
        #expect(ObjCName.method("close", labels: ["animated"]) == "closeWithAnimated:")
        #expect(ObjCName.method("slide", labels: ["to", "animated"]) == "slideTo:animated:")
        #expect(ObjCName.method("present", labels: ["with"]) == "presentWith:")
        #expect(ObjCName.method("reload", labels: ["inSection"]) == "reloadInSection:")
        #expect(ObjCName.method("moveTo", labels: ["point"]) == "moveToPoint:")
        #expect(ObjCName.method("showDetail", labels: ["sender"]) == "showDetailWithSender:")
    }

    @Test("O2: a throwing method adds the error parameter; getters and setters are the property's")
    func throwingAndAccessors() {
        #expect(ObjCName.method("save", labels: [], throws: true) == "saveAndReturnError:")
        #expect(ObjCName.method("save", labels: ["to"], throws: true) == "saveTo:error:")
        #expect(ObjCName.getter("isOpen") == "isOpen")
        #expect(ObjCName.setter("isOpen") == "setIsOpen:")
    }
}
