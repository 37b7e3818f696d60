-- Rule V4: a delegate, data source or animator written as a table, with a function that looks
-- meant for Stagehand but that it never calls, is linted when it is set: a misspelled callback
-- does not pass unnoticed. The table's other functions are its own.

scenario("V4: a misspelled delegate method is linted with the callback it was meant to be", function(app)
  local pages = PageViewController{ name = "Pages", transitionStyle = "scroll" }
  pages.delegate = {
    name = "Delegate",
    didFinishAnimatng = function(self, pvc, finished, previous, completed) end,
  }
  expect_trace(app, {
    "Delegate lint: 'didFinishAnimatng' is not a callback of a PageViewControllerDelegate, and Stagehand never calls it; did you mean 'didFinishAnimating'?",
  }, { exact = true })
end)

scenario("V4: another role's callback is linted; the table's own helpers are not", function(app)
  local pages = PageViewController{ name = "Pages", transitionStyle = "scroll" }
  pages.dataSource = {
    name = "Source",
    viewControllerBefore = function(self, pvc, vc) return nil end,
    viewControllerAfter = function(self, pvc, vc) return nil end,
    didFinishAnimating = function(self, pvc, finished, previous, completed) end,
    pageFor = function(self, index) return nil end,
  }
  expect_trace(app, {
    "Source lint: 'didFinishAnimating' is a callback of a PageViewControllerDelegate, not of a PageViewControllerDataSource: Stagehand never calls it here",
  }, { exact = true })
end)

scenario("V4: an animator's misspelled method is linted once, however often it is handed out", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local slide = {
    name = "Slide",
    transitionDuration = function(self, ctx) return 0.3 end,
    animateTransition = function(self, ctx) ctx:completeTransition(true) end,
    animationEnd = function(self, completed) end,
  }
  local card = ViewController{ name = "Card" }
  card.transitioningDelegate = {
    name = "Transitions",
    animationControllerForPresented = function(self, presented, presenting, source) return slide end,
    animationControllerForDismissed = function(self, dismissed) return slide end,
  }
  app:mark()
  root:present(card, true)
  app:settle()
  card:dismiss(true)
  app:settle()
  local lint = {}
  for _, line in ipairs(app.trace) do
    if line:find("lint:", 1, true) then lint[#lint + 1] = line end
  end
  expect(lint).toEqual({
    "Slide lint: 'animationEnd' is not a callback of an AnimatedTransitioning, and Stagehand never calls it; did you mean 'animationEnded'?",
  })
end)

scenario("V4: a method of UIKit's protocol that Stagehand does not model is linted as never called", function(app)
  local collection = CollectionView{ name = "Grid", itemSize = { width = 100, height = 100 } }
  collection.delegate = {
    name = "GridDelegate",
    willDisplayCell = function(self, cv, cell, indexPath) end,
    sizeForItem = function(self, cv, layout, indexPath) return { width = 50, height = 50 } end,
    didSelectItem = function(self, cv, indexPath) end,
  }
  expect_trace(app, {
    "GridDelegate lint: 'didSelectItem' is a method of UIKit's UICollectionViewDelegate that Stagehand does not model: it is never called",
    "GridDelegate lint: 'sizeForItem' is a method of UIKit's UICollectionViewDelegate that Stagehand does not model: it is never called",
  }, { exact = true })
end)
