raise KeyError('k')
