import os

import numpy as np
import mindspore as ms

from data import NUM_TRACKS, listening_histories
from model import InterestRouter

K = 3


def refresh_centroids(users, assign, old):
    """One k-means step on the user vectors (empty clusters keep their centroid)."""
    new = old.copy()
    for k in range(K):
        members = users[assign == k]
        if len(members):
            c = members.mean(axis=0)
            new[k] = c / np.linalg.norm(c)
    return new


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    history, mask = listening_histories(30)
    router = InterestRouter(NUM_TRACKS, dim=8, num_interests=K)
    h, m = ms.Tensor(history), ms.Tensor(mask)
    for it in range(4):
        users, assign = router(h, m)
        assign = assign.asnumpy()
        sizes = np.bincount(assign, minlength=K).tolist()
        print(f"k-means iter {it}: cluster sizes {sizes}")
        router.centroids = ms.Tensor(refresh_centroids(users.asnumpy(), assign, router.centroids.asnumpy()))
    purity = np.mean([np.bincount(assign[np.arange(30) % 3 == c], minlength=K).max() / 10 for c in range(3)])
    print(f"community purity: {purity:.2f}")


if __name__ == "__main__":
    main()
