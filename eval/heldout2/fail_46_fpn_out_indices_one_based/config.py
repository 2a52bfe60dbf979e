BACKBONE = dict(
    stem_channels=16,
    stage_channels=(16, 32, 64, 128),
    stage_strides=(1, 2, 2, 2),
    out_indices=(2, 3, 4),  # ROOT
)

NECK = dict(in_channels=(32, 64, 128), out_channels=32)

HEAD = dict(num_classes=5, num_anchors=3)

TRAIN = dict(lr=0.01, momentum=0.9, weight_decay=1e-4, image_size=64, batch_size=2, iters=2)
