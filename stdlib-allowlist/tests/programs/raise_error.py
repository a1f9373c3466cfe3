raise ValueError('bad thing')
