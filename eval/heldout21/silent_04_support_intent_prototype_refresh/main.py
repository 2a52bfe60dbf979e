import os

import numpy as np
import mindspore as ms

from intents import utterances
from model import PrototypeRouter, refresh_prototypes

mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
ms.set_context(mode=mode)
ms.set_seed(37)

query_x, query_y = utterances(per_intent=10, seed=99)
queries = ms.Tensor(query_x)
router = PrototypeRouter()
router.set_train(False)

print("cold start accuracy:", float((router(queries).asnumpy() == query_y).mean()))
# agents label a few tickets per intent each day; prototypes are rebuilt from all labelled tickets
support_x, support_y = np.zeros((0, query_x.shape[1]), np.float32), np.zeros((0,), np.int64)
for day in range(1, 4):
    new_x, new_y = utterances(per_intent=2, seed=day)
    support_x, support_y = np.concatenate([support_x, new_x]), np.concatenate([support_y, new_y])
    refresh_prototypes(router, support_x, support_y)
    acc = float((router(queries).asnumpy() == query_y).mean())
    print(f"day {day}: {len(support_y)} labelled tickets, routing accuracy {acc:.3f}")
