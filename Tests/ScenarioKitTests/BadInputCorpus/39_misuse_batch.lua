-- expect: Invalid update: invalid number of items in section 0
-- status: error
scenario('s', function(app)
  local cv = CollectionView{ itemSize = { width = 10, height = 10 }, dataSource = { numberOfItems = function() return 1 end, cellForItem = function(s, cv, ip) return cv:dequeueReusableCell('C', ip) end } }
  cv:register('C')
  cv:insertItems({ { section = 0, item = 0 } })
end)
