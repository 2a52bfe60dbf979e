from dataclasses import dataclass, field


def _conv_defaults():
    return {
        "kernel_size": 3,  # ROOT
        "pad_mode": "pad",
        "padding": 1,
        "has_bias": False,
    }


@dataclass
class BackboneConfig:
    in_channels: int = 1
    widths: tuple = (8, 16)
    num_classes: int = 10
    conv_kwargs: dict = field(default_factory=_conv_defaults)
