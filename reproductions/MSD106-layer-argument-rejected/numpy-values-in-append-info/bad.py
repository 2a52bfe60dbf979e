import numpy as np
from mindspore.train import CheckpointConfig

from stats import label_range


def checkpoint_settings(extra):
    return CheckpointConfig(save_checkpoint_steps=10, keep_checkpoint_max=1, append_info=[extra])


if __name__ == "__main__":
    yields = np.random.default_rng(0).gamma(2.0, 3.0, 200).astype(np.float32)
    settings = checkpoint_settings(label_range(yields))
    print(settings.append_dict)
