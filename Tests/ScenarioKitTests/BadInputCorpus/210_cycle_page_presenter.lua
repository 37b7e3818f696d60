-- expect: 210_cycle_page_presenter.lua:10: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Page>: <Page> is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  local root, page = ViewController{ name = 'Root' }, PageViewController{ name = 'Page' }
  page:setViewControllers({ ViewController{ name = 'First' } }, 'forward', false)
  app.window.rootViewController = root
  app:run()
  root:present(page, false)
  app:settle()
  page:setViewControllers({ root }, 'reverse', true)
end)
