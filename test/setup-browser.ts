// Browser tests run in Chromium.
import './failOnConsole';
