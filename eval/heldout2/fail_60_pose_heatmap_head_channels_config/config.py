from types import SimpleNamespace

BASE_WIDTH = 16
NUM_STAGES = 4

cfg = SimpleNamespace(
    image_size=64,
    num_joints=17,
    stage_channels=[BASE_WIDTH * 2 ** i for i in range(NUM_STAGES)],
    head_in_channels=BASE_WIDTH * 2 ** NUM_STAGES,  # ROOT
    deconv_channels=64,
    sigma=2.0,
    lr=1e-3,
    iters=2,
    batch_size=4,
)
