-- expect: 211_cycle_page_swipe_to_presenter.lua:12: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Page>
-- status: error
scenario('s', function(app)
  local root = ViewController{ name = 'Root' }
  local source = { viewControllerAfter = function(self, page, vc) return root end, viewControllerBefore = function() return nil end }
  local page = PageViewController{ name = 'Page', dataSource = source }
  page:setViewControllers({ ViewController{ name = 'First' } }, 'forward', false)
  app.window.rootViewController = root
  app:run()
  root:present(page, false)
  app:settle()
  page:swipe('forward', { finish = true })   -- the data source's neighbour is the presenter
end)
