KERNEL = 3
PADDINGS = ((1, 1), (1, 1))  # expect: MSD407
