BACKBONE = dict(
    in_channels=3,
    stem_channels=16,
    stem_kernel=3,
    stem_stride=1,
    stem_padding=1,  # ROOT
    stage_channels=(16, 32),
    num_classes=5,
)
