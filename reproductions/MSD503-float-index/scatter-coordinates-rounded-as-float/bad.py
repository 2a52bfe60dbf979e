"""Keypoint heatmaps for a pose estimator: normalised (x, y) keypoints are scaled to the heatmap
grid with `ops.round`, which keeps them float32, and scattered into an empty map. The CPU kernel
of ScatterNd has no float index variant; the message names neither the input nor its dtype. The
line to change is where the coordinates were rounded without a cast."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

GRID = 8


class HeatmapTarget(nn.Cell):
    def construct(self, keypoints):
        coords = ops.round(keypoints * (GRID - 1))  # expect: MSD503
        ones = ops.ones((keypoints.shape[0],), ms.float32)
        return ops.scatter_nd(coords, ones, (GRID, GRID))


if __name__ == "__main__":
    keypoints = ms.Tensor(np.array([[0.1, 0.2], [0.5, 0.5], [0.9, 0.3]], np.float32))
    print(HeatmapTarget()(keypoints).sum())
