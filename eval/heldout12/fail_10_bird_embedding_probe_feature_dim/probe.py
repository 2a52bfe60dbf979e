import numpy as np
import mindspore as ms


def infer_feature_dim(backbone, input_shape):
    """Run a dummy batch through the backbone to find how wide its flattened output is."""
    backbone.set_train(False)
    out = backbone(ms.Tensor(np.zeros((1,) + tuple(input_shape), np.float32)))
    return out.shape[1:]  # ROOT
