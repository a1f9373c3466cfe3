assert 1 == 2, 'msg here'
