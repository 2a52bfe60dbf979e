import numpy as np
import mindspore as ms

import hparams
from model import MixupClassifier

ms.set_context(mode=ms.GRAPH_MODE)

net = MixupClassifier()
x = ms.Tensor(np.random.randn(6, 10).astype(np.float32))
x_perm = ms.Tensor(np.random.randn(6, 10).astype(np.float32))

# curriculum: start with clean inputs, then mix more and more
for epoch, lam in enumerate([1.0, 0.8, 0.5]):
    hparams.MIXUP_LAMBDA = lam
    out = net(x, x_perm)
    print(f"epoch {epoch}: lambda={lam} logits[0]={out.asnumpy()[0].round(4)}")
