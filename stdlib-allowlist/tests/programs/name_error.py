print(undefined_name)
