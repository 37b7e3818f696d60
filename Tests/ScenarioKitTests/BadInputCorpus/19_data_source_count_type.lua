-- expect: must return a count, got string
-- status: error
scenario('s', function(app)
  local cv = CollectionView{ itemSize = { width = 10, height = 10 }, dataSource = { numberOfItems = function() return 'many' end } }
  ViewController{}.view:addSubview(cv)
  cv:layoutIfNeeded()
end)
