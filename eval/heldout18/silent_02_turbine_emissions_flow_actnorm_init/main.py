import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from flow import EmissionsFlow

ms.set_context(mode=ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)

scale = np.array([8.0, 0.2, 15.0, 0.5, 0.3, 25.0], np.float32)
offset = np.array([18.0, 1013.0, 70.0, 3.5, 25.0, 1080.0], np.float32)
healthy = (rng.normal(0, 1, (config.N_TRAIN, len(config.SENSORS))) * scale + offset).astype(np.float32)
test_ok = (rng.normal(0, 1, (config.N_TEST, len(config.SENSORS))) * scale + offset).astype(np.float32)
test_fault = test_ok + np.array([0, 0, 0, 2.0, 1.5, 60.0], np.float32)


class MeanNLL(nn.Cell):
    def __init__(self, flow):
        super().__init__(auto_prefix=False)
        self.flow = flow

    def construct(self, x):
        return self.flow(x).mean()


flow = EmissionsFlow(len(config.SENSORS), config.HIDDEN, config.N_COUPLINGS)
flow.set_train(False)
init_nll = flow(Tensor(healthy[:config.BATCH_SIZE])).asnumpy().mean()
print(f"data-dependent init done, NLL {init_nll:.2f}")
train_net = nn.TrainOneStepCell(MeanNLL(flow), nn.Adam(flow.trainable_params(), learning_rate=config.LR))
train_net.set_train()
for step in range(config.STEPS):
    idx = rng.choice(config.N_TRAIN, config.BATCH_SIZE, replace=False)
    train_net(Tensor(healthy[idx]))

flow.set_train(False)
nll_ok = flow(Tensor(test_ok)).asnumpy().mean()
nll_fault = flow(Tensor(test_fault)).asnumpy().mean()
print(f"mean NLL healthy {nll_ok:.2f}, faulty {nll_fault:.2f}")
print("fault detectable:", bool(nll_fault > nll_ok + 5.0))
