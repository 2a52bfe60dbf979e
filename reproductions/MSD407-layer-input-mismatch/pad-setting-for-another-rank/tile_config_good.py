KERNEL = 3
PADDINGS = ((0, 0), (0, 0), (1, 1), (1, 1))
