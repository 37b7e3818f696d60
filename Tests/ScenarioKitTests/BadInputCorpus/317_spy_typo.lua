-- expect: no callback named 'viewDidDissapear'; did you mean 'viewDidDisappear'?
-- status: error
scenario('s', function(app)
  spy(ViewController{}, 'viewDidDissapear')
end)
