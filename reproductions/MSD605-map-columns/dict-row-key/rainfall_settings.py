"""Settings shared by the rainfall nowcaster's data code and its training loop."""
RADAR_COLUMN = "radar"
GAUGE_COLUMN = "gauge"
BATCH = 4
