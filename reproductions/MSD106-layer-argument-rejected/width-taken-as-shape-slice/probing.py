"""Finds how wide a backbone's output is by running a dummy batch through it."""
import numpy as np
import mindspore as ms


def output_width(backbone, sample_shape):
    probe = backbone(ms.Tensor(np.zeros((1, *sample_shape), np.float32)))
    return probe.shape[-1:]  # expect: MSD106
