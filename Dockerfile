# The built site on the official nginx image, with the same configuration the
# browser tests check. Build the site first (npm ci && npm run build), then:
#   docker build -t tailor-site . && docker run -p 8080:80 tailor-site
# The image sends the build's gzip copies (gzip_static); it has no brotli module,
# so brotli_static stays commented out in deploy/nginx.conf.
FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY build/deploy/csp-map.conf /etc/nginx/conf.d/00-csp-map.conf
COPY build/deploy/search-map.conf /etc/nginx/conf.d/00-search-map.conf
COPY build/deploy/site-headers.conf /etc/nginx/site-headers.conf
COPY build/deploy/editor-headers.conf /etc/nginx/editor-headers.conf
COPY build/client /usr/share/nginx/html
