-- expect: attempt to index a nil value (global 'os')
-- status: error
scenario('s', function(app) os.execute('true') end)
