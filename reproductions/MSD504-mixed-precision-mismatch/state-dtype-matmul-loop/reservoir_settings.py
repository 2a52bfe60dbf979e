import mindspore as ms

UNITS = 16
LEAK = 0.3
STATE_DTYPE = ms.float16  # expect: MSD504
