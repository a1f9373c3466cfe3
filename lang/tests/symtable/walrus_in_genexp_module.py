any((found := v) for v in values)
