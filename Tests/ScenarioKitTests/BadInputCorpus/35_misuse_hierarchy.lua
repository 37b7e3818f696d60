-- expect: UIViewControllerHierarchyInconsistency
-- status: error
scenario('s', function(app)
  local a, b, c = ViewController{ name = 'A' }, ViewController{ name = 'B' }, ViewController{ name = 'C' }
  a:addChild(c); b.view:addSubview(c.view)
end)
