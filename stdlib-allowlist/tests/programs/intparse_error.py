int('abc')
