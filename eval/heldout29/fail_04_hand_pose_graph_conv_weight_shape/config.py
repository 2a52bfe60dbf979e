"""2D->3D hand-pose lifting with a graph convolution over the 21-joint hand skeleton."""

N_JOINTS = 21
IN_DIM = 2              # (u, v) image coordinates
HIDDEN = 32
OUT_DIM = 3             # (x, y, z) in wrist-centred metric space

N_SAMPLES = 16
BATCH_SIZE = 8
STEPS = 2
LR = 1e-3
SEED = 33
