# A caught StatisticsError's traceback frames lead to interpreter internals: refused.
# expect: refused AttributeError: attribute 'tb_frame' is not available in Pyrite (no access to interpreter internals)
import statistics
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print(e.__traceback__.tb_frame)
