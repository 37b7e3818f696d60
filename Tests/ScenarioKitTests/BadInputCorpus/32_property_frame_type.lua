-- expect: frame must be a table
-- status: error
scenario('s', function(app) View{}.frame = 3 end)
