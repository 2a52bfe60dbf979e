"""A warm-up schedule written like PyTorch's LambdaLR, `warmup(step)`, is handed to MindSpore's
`LearningRateScheduler`, which calls its function with the learning rate and the step. The call
fails inside `model.train`, at the end of the first step. The line to change is where the
function is handed over (or the function's parameters), not the `train` call."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.dataset import NumpySlicesDataset
from mindspore.train import LearningRateScheduler, Model

ms.set_context(mode=ms.GRAPH_MODE)


def warmup(step):
    return min(1.0, (step + 1) / 10) * 0.05


def make_callbacks():
    return [LearningRateScheduler(warmup)]  # expect: MSD105


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    data = NumpySlicesDataset({"x": rng.normal(size=(32, 4)).astype(np.float32),
                               "y": rng.normal(size=(32, 1)).astype(np.float32)}, shuffle=False).batch(8)
    net = nn.Dense(4, 1)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
    model.train(1, data, callbacks=make_callbacks(), dataset_sink_mode=False)
    print("trained")
