-- expect: could not dequeue a view of kind
-- status: error
scenario('s', function(app) CollectionView{ itemSize = { width = 1, height = 1 } }:dequeueReusableCell('X', { section = 0, item = 0 }) end)
