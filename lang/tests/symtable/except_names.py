def f():
    try:
        pass
    except ValueError as e:
        return e
    except (KeyError, TypeError) as err:
        print(err)
    except:
        pass
    finally:
        done = True
